@testable import MoviesDomain
import Testing
