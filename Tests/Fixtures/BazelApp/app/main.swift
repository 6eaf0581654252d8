import Movies
import CoreDomain
import SomeLib
