struct Client {}
