import Analytics
import Movies
import SwiftUI

@main
struct MoviesApp: App {
    var body: some Scene {
        WindowGroup {
            MoviesView(movies: CompositionRoot.initialMovies)
                .onAppear { Tracker.shared.track("launch") }
        }
    }
}
