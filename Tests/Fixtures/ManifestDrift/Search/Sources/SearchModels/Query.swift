public struct Query {}
