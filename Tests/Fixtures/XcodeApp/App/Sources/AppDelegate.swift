import UIKit
import MoviesDomain

final class AppDelegate: UIResponder {}
