public struct Movie { public let title: String }
