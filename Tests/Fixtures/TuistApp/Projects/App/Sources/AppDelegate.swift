import UIKit
import MoviesDomain
import Alamofire
