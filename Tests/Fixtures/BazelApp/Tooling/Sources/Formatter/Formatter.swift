import Foundation

public enum Formatter {}
