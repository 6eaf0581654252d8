import Foundation

enum Format {}
