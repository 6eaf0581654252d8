import MoviesDomain
import Networking

public final class MovieLoader {}
