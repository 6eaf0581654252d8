public struct Profile {
    public var name: String
}
