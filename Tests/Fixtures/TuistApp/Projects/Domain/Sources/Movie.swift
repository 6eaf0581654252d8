import Foundation

struct Movie {}
