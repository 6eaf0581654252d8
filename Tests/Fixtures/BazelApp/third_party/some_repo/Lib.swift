public enum SomeLib {}
