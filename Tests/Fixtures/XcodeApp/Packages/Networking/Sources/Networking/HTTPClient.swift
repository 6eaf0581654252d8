import Foundation

public protocol HTTPClient {}
