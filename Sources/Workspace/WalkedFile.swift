/// A file the walk found, with its stamp when the walk was asked for stamps.
struct WalkedFile: Sendable {
    var path: String
    var stamp: FileStamp?
}
