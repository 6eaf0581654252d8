import Data
import Domain

// A layering violation on purpose: a feature uses the data layer directly
// instead of receiving a MovieRepository from the app.
@MainActor
public final class MoviesViewModel {
    public private(set) var movies: [Movie] = []
    private let repository: MovieRepository = RemoteMovieRepository()

    public init() {}

    public func load() async {
        movies = (try? await repository.popularMovies()) ?? []
    }
}
