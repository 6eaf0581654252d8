import Domain
import SwiftUI
#if DEBUG
import MoviesDebugMenu
#endif

public struct MoviesView: View {
    let movies: [Movie]

    public init(movies: [Movie]) {
        self.movies = movies
    }

    public var body: some View {
        List(movies, id: \.id) { movie in
            Text(movie.title)
        }
    }
}
