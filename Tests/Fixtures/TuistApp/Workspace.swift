import ProjectDescription

let workspace = Workspace(name: "Movies", projects: ["Projects/**"])
