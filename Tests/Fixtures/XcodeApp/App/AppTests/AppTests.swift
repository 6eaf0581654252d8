import XCTest
@testable import MovieApp

final class AppTests: XCTestCase {}
