import MoviesAdapters

enum PreviewData {}
