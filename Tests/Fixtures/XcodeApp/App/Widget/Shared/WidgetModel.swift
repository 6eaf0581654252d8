import MoviesDomain

struct WidgetModel {}
