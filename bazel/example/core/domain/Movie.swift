public struct Movie {
    public let title: String

    public init(title: String) {
        self.title = title
    }
}
