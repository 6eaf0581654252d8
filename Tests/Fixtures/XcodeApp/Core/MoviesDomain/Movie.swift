import Foundation

public struct Movie {}
