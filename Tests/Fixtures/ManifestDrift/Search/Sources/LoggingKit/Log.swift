public struct Log {}
