import Domain
@testable import Movies
import XCTest

final class MoviesViewModelTests: XCTestCase {
    @MainActor
    func testStartsEmpty() {
        XCTAssertTrue(MoviesViewModel().movies.isEmpty)
    }
}
