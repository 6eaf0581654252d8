// A script in no target's srcs: archlint should report it as unassigned.
import Domain
import Foundation

print(Movie(id: UUID(), title: "Script").title)
