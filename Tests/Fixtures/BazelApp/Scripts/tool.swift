import Foundation
print("a script in no target")
