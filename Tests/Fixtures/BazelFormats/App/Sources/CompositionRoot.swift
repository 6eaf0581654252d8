import Data
import Domain
import Networking_networking

enum CompositionRoot {
    static let repository: MovieRepository = RemoteMovieRepository()
    static let initialMovies: [Movie] = []
}
