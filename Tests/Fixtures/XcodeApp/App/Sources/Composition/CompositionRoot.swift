import MoviesDomain
import MoviesAdapters
import Networking

enum CompositionRoot {}
