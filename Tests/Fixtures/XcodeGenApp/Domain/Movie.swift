struct Movie {}
