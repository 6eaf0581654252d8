@testable import Movie_App
import MoviesDomain
