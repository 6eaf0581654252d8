print("archlint-bench")
