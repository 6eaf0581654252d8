import SwiftUI
import MoviesAdapters

struct WidgetView {}
