import XCTest
import Movies
