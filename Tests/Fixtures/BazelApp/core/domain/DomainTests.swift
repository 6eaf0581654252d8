import XCTest
import CoreDomain
