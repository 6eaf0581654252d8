import Domain
import Movies

let view = MoviesView(movies: [Movie(title: "Vertigo")])
print(view.movies.count)
