import MoviesDomain
import Networking
import MoviesList
