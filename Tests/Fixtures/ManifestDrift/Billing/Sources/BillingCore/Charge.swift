public struct Charge {}
