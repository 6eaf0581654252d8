import Foundation
import features_movies_networking

public protocol Repository {}
