import BillingCore
import SearchModels
import Alamofire

struct SearchScreen {}
