import Foundation

public let answer = 42
