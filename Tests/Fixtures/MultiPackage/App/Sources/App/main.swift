import MoviesInfrastructure
import MoviesDomain

print("App")
