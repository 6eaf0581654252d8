import SearchModels // archlint:ignore manifest -- kept until the legacy module goes
import Foundation

struct Old {}
