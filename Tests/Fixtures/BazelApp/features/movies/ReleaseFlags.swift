enum ReleaseFlags {}
