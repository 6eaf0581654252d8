#if canImport(SwiftUI)
    import SwiftUI

    /// The watchlist on Apple platforms.
    public struct WatchlistView: View {
        @State private var viewModel: WatchlistViewModel

        public init(viewModel: WatchlistViewModel) {
            _viewModel = State(initialValue: viewModel)
        }

        public var body: some View {
            Group {
                switch viewModel.state {
                case .initial, .loading:
                    ProgressView()
                case .ready(let content):
                    if let empty = content.emptyMessage {
                        Text(empty).foregroundStyle(.secondary)
                    } else {
                        List(content.rows) { row in
                            Button {
                                viewModel.select(row.id)
                            } label: {
                                VStack(alignment: .leading) {
                                    Text(row.title)
                                    Text(row.detail).font(.caption).foregroundStyle(.secondary)
                                }
                            }
                            .swipeActions {
                                Button("Remove", role: .destructive) {
                                    Task { await viewModel.remove(row.id) }
                                }
                            }
                        }
                    }
                case .error(let message):
                    VStack {
                        Text(message.title).font(.headline)
                        Text(message.message)
                        Button("Try Again") { Task { await viewModel.load() } }
                    }
                }
            }
            .navigationTitle("Watchlist")
            .task { await viewModel.load() }
        }
    }
#endif
