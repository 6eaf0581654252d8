// A header.
#if canImport,(UIKit)
import UIKit
#endif
@testable import Domain
import struct Foundation.URL
/* block
 comment */
public struct View {}
