/// The sample catalogue, as TMDb's details endpoint would return each movie.
///
/// Kept as a Swift string rather than a resource file: no `Bundle.module`, identical on Linux
/// and Apple platforms.
enum BundledCatalogue {
    static let moviesJSON = #"""
    [
      { "id": 27205, "title": "Inception", "release_date": "2010-07-15", "vote_average": 8.4,
        "runtime": 148, "poster_path": "/inception.jpg", "genre_ids": [28, 878, 12],
        "overview": "A thief who steals secrets from dreams is offered one last job: planting an idea instead." },
      { "id": 157336, "title": "Interstellar", "release_date": "2014-11-05", "vote_average": 8.4,
        "runtime": 169, "poster_path": "/interstellar.jpg", "genre_ids": [12, 18, 878],
        "overview": "Explorers cross a wormhole to find a new home for humanity as Earth fails." },
      { "id": 603, "title": "The Matrix", "release_date": "1999-03-31", "vote_average": 8.2,
        "runtime": 136, "poster_path": "/matrix.jpg", "genre_ids": [28, 878],
        "overview": "A hacker learns that the world he knows is a simulation, and joins the resistance." },
      { "id": 155, "title": "The Dark Knight", "release_date": "2008-07-16", "vote_average": 8.5,
        "runtime": 152, "poster_path": "/dark-knight.jpg", "genre_ids": [18, 28, 80, 53],
        "overview": "Batman faces a criminal mastermind who wants to watch Gotham burn." },
      { "id": 496243, "title": "Parasite", "release_date": "2019-05-30", "vote_average": 8.5,
        "runtime": 133, "poster_path": "/parasite.jpg", "genre_ids": [35, 53, 18],
        "overview": "A poor family talks its way, one job at a time, into a wealthy household." },
      { "id": 129, "title": "Spirited Away", "release_date": "2001-07-20", "vote_average": 8.5,
        "runtime": 125, "poster_path": "/spirited-away.jpg", "genre_ids": [16, 10751],
        "overview": "A girl trapped in a world of spirits works in a bathhouse to free her parents." },
      { "id": 680, "title": "Pulp Fiction", "release_date": "1994-09-10", "vote_average": 8.5,
        "runtime": 154, "poster_path": "/pulp-fiction.jpg", "genre_ids": [53, 80],
        "overview": "Hitmen, a boxer and a gangster's wife cross paths in four stories of crime in Los Angeles." },
      { "id": 438631, "title": "Dune", "release_date": "2021-09-15", "vote_average": 7.8,
        "runtime": 155, "poster_path": "/dune.jpg", "genre_ids": [878, 12],
        "overview": "The heir of a noble house is sent to the most dangerous planet in the universe." },
      { "id": 194, "title": "Amélie", "release_date": "2001-04-25", "vote_average": 7.9,
        "runtime": 122, "poster_path": "/amelie.jpg", "genre_ids": [35, 10749],
        "overview": "A shy waitress in Montmartre decides to secretly change the lives of those around her." },
      { "id": 324857, "title": "Spider-Man: Into the Spider-Verse", "release_date": "2018-12-06",
        "vote_average": 8.4, "runtime": 117, "poster_path": "/spider-verse.jpg", "genre_ids": [16, 28, 12],
        "overview": "Teenager Miles Morales becomes Spider-Man and meets his counterparts from other dimensions." }
    ]
    """#
}
