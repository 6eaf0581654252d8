import Domain
import SwiftUI

public struct DebugMenuView: View {
    public let movies: [Movie]

    public var body: some View {
        Text("\(movies.count) movies")
    }
}
