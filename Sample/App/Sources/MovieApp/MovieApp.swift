import AppServices
import Foundation

/// The command-line front end. `swift run MovieApp` takes a tour of the bundled data;
/// `MovieApp help` lists the other commands.
@main
struct MovieApp {
    @MainActor
    static func main() async {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let configuration = AppConfiguration(
            environment: ProcessInfo.processInfo.environment, arguments: arguments)
        let services = AppServices(configuration: configuration)
        let session = AppSession(router: AppRouter(services: services))

        let command = Command(arguments: arguments)
        switch command {
        case .tour:
            if case .bundled = configuration.movieSource {
                print("MovieApp: bundled catalogue and feed, no network.")
            }
            await session.tour()
        case .details(let id):
            await session.details(id)
        case .search(let query):
            await session.search(query)
        case .feed:
            await session.feed()
        case .help, .invalid:
            print(Command.usage)
        }
        if case .invalid(let reason) = command {
            FileHandle.standardError.write(Data("error: \(reason)\n".utf8))
            exit(64)
        }
    }
}
