#if canImport(SwiftUI)
    import SwiftUI

    /// The details screen on Apple platforms. Renders the view model's single state.
    public struct MovieDetailsView: View {
        @State private var viewModel: MovieDetailsViewModel

        public init(viewModel: MovieDetailsViewModel) {
            _viewModel = State(initialValue: viewModel)
        }

        public var body: some View {
            Group {
                switch viewModel.state {
                case .initial, .loading:
                    ProgressView()
                case .ready(let content):
                    ScrollView {
                        VStack(alignment: .leading, spacing: 12) {
                            Text(content.title).font(.largeTitle).bold()
                            Text(content.subtitle).foregroundStyle(.secondary)
                            Text(content.rating)
                            Text(content.overview)
                            Button(content.watchlistButtonTitle) {
                                Task { await viewModel.toggleWatchlist() }
                            }
                            if let notice = content.watchlistNotice {
                                Text(notice).foregroundStyle(.red)
                            }
                        }
                        .padding()
                    }
                case .error(let message):
                    VStack {
                        Text(message.title).font(.headline)
                        Text(message.message)
                        if message.isRetryable {
                            Button("Try Again") { Task { await viewModel.load() } }
                        }
                    }
                }
            }
            .toolbar {
                Button("Watchlist") { viewModel.showWatchlist() }
            }
            .task { await viewModel.load() }
        }
    }
#endif
