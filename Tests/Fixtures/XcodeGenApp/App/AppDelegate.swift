import UIKit
import MoviesList
