import ArchCore

/// archlint's location (file, line, column), not swift-syntax's.
public typealias SourceLocation = ArchCore.SourceLocation
