@testable import MovieApp
import XCTest
